import { Route, Routes } from 'react-router';
import { OrderDetailView } from './order-detail';
import { OrderSearch } from './order-search';

/** /admin/orders: the search, and one order at /admin/orders/:orderId. */
export function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrderSearch />} />
      <Route path=":orderId" element={<OrderDetailView />} />
    </Routes>
  );
}
