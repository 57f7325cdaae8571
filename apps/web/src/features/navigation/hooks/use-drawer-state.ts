import { useState } from 'react';
import { useLocation } from 'react-router';

/** Open state for a drawer that closes by itself whenever the location changes. */
export function useDrawerState() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
