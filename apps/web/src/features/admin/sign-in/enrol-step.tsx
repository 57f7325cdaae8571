import { useEffect, useState } from 'react';
import { loadWithRetry } from '../../../lib/load-with-retry';
import { useAdminT } from '../hooks/use-admin-t';

/** The dark modules of a QR code as one SVG path, one unit per module. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  return data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
}

interface QrMatrix {
  size: number;
  path: string;
}

/** Draws the otpauth:// link as a QR code; the encoder is fetched only for a first sign-in. */
function OtpQrCode({ value }: { value: string }) {
  const { t } = useAdminT();
  const [qr, setQr] = useState<{ value: string; matrix: QrMatrix } | null>(null);

  useEffect(() => {
    let current = true;
    loadWithRetry(() => import('uqr')).then(
      ({ encode }) => {
        const { size, data } = encode(value, { ecc: 'M', border: 2 });
        if (current) setQr({ value, matrix: { size, path: modulesPath(data) } });
      },
      (error: unknown) => {
        // The key below still lets the member type it in by hand.
        console.warn('The QR code could not be drawn', error);
      },
    );
    return () => {
      current = false;
    };
  }, [value]);

  const matrix = qr?.value === value ? qr.matrix : null;
  // Always dark on white, in dark mode too: authenticator apps read that best.
  return (
    <div className="grid size-52 place-items-center rounded-xl bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700">
      {matrix ? (
        <svg
          role="img"
          aria-label={t('signIn.qrLabel')}
          viewBox={`0 0 ${matrix.size} ${matrix.size}`}
          shapeRendering="crispEdges"
          className="size-full"
        >
          <rect width={matrix.size} height={matrix.size} fill="#fff" />
          <path d={matrix.path} fill="#000" />
        </svg>
      ) : (
        <p role="status" className="text-center text-sm text-slate-500">
          {t('signIn.qrLoading')}
        </p>
      )}
    </div>
  );
}

/** The secret in groups of four, easier to type into an app by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A first sign-in: the QR code to scan and the same key to type in by hand. */
export function EnrolStep({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useAdminT();
  return (
    <div className="flex flex-col items-center gap-4">
      <OtpQrCode value={otpauthUrl} />
      <div className="w-full text-sm">
        <p className="text-slate-600 dark:text-slate-400">{t('signIn.manualEntry')}</p>
        <p className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100">
          {groupSecret(secret)}
        </p>
      </div>
    </div>
  );
}
