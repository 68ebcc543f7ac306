import { Link } from 'react-router';

/** For a route that matched but whose parameter is unknown (e.g. /auth/unknown/sign-in). */
export function NotFoundNotice() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Oops</h1>
      <p className="mt-3 text-slate-700">Not Found</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-primary-800 hover:underline">
        Go back to Home
      </Link>
    </section>
  );
}
