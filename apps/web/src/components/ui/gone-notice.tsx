import { Link } from 'react-router';

/** A CV-database object the server answered 404 for: what is missing, and the way back. */
export function GoneNotice({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link to={back.to} className="mt-6 inline-block font-semibold text-primary-800 hover:underline">
        {back.label}
      </Link>
    </section>
  );
}
