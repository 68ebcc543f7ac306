import { ErrorNotice } from '@/components/ui/error-notice';

/** Spec section 2, Error page: Oops, an unexpected-error message, the error text and a way home. */
export function ErrorPage({ text }: { text: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <ErrorNotice text={text} />
    </main>
  );
}
