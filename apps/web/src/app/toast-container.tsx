import { Slide, ToastContainer } from 'react-toastify';

/** The app's toasts: fetched with react-toastify on the first toast (see toast-host.tsx). */
export default function AppToastContainer() {
  return <ToastContainer position="top-center" transition={Slide} autoClose={4000} newestOnTop limit={5} />;
}
