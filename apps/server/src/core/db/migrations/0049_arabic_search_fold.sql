-- Hand-written (drizzle-kit cannot express functions and triggers). Issue 31: search in Arabic.
-- Arabic letters written in several ways are one letter to the search: the alef forms (أ إ آ ٱ) are
-- ا, taa marbuta ة is ه, alef maqsura ى is ي (and the Persian keheh and yeh, which Gulf keyboards
-- also type, are ك and ي); the short-vowel marks (U+064B-U+065F), the dagger alef (U+0670) and the
-- tatweel (U+0640) go. Text without Arabic letters comes back unchanged.
CREATE FUNCTION arabic_normalise(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(t, U&'[\064B-\065F\0670\0640]', '', 'g'),
    U&'\0623\0625\0622\0671\0629\0649\06A9\06CC', U&'\0627\0627\0627\0627\0647\064A\0643\064A')
$$;--> statement-breakpoint
-- One normalised Arabic word (letters U+0621-U+064A only) reduced by the light10 stemmer (Larkey,
-- Ballesteros and Connell, "Light Stemming for Arabic Information Retrieval", 2007): و (and) when
-- three letters or more remain; one article form (وال بال كال فال لل ال) when two remain; then, once
-- each in this order, the endings ها ان ات ون ين يه ية ه ة ي while two letters remain. A few
-- particles a search leaves out (في من الي علي عن مع او ثم و) become ''.
CREATE FUNCTION arabic_light_stem(w text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  s text := w;
  x text;
BEGIN
  IF s = ANY (ARRAY['في', 'من', 'الي', 'علي', 'عن', 'مع', 'او', 'ثم', 'و']) THEN
    RETURN '';
  END IF;
  IF length(s) >= 4 AND left(s, 1) = 'و' THEN
    s := substr(s, 2);
  END IF;
  FOREACH x IN ARRAY ARRAY['وال', 'بال', 'كال', 'فال', 'لل', 'ال'] LOOP
    IF starts_with(s, x) AND length(s) - length(x) >= 2 THEN
      s := substr(s, length(x) + 1);
      EXIT;
    END IF;
  END LOOP;
  FOREACH x IN ARRAY ARRAY['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ية', 'ه', 'ة', 'ي'] LOOP
    IF right(s, length(x)) = x AND length(s) - length(x) >= 2 THEN
      s := left(s, -length(x));
    END IF;
  END LOOP;
  RETURN s;
END
$$;--> statement-breakpoint
-- What the search reads of any text, indexed or typed: immutable_unaccent (Latin accents), then, when
-- there are Arabic letters, each Arabic word normalised and light-stemmed. Everything else (spaces,
-- punctuation, websearch syntax such as quotes, OR and -) stays where it was. The functions it calls
-- are named with their schema: a restore computes the generated columns with an empty search_path.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN u !~ U&'[\0621-\064A]' THEN u ELSE coalesce((
    SELECT string_agg(CASE WHEN m[1] ~ U&'^[\0621-\064A]' THEN public.arabic_light_stem(m[1]) ELSE m[1] END, '' ORDER BY n)
    FROM regexp_matches(public.arabic_normalise(u), U&'[\0621-\064A]+|[^\0621-\064A]+', 'g') WITH ORDINALITY r(m, n)
  ), '') END
  FROM public.immutable_unaccent(t) u
$$;
