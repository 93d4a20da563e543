import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import type { AreaGeometry } from '#contracts/geometry';
import { useApiClient } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { geoQueries } from '../api/geo';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';
import choices from './choice-list.module.css';
import { useFieldMessages } from '../../../lib/form/field-messages';

const texts = mapTexts.search;

/** Search by property designation: a form, then a list of matches to show on the map. */
export function SearchForm({
  onShow,
}: {
  onShow: (result: {
    designation: string;
    municipality: string;
    geometry: AreaGeometry;
    estateId: string | null;
  }) => void;
}) {
  const api = useApiClient();
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState('');
  const checked = useFieldMessages<'query'>();
  const search = useQuery(geoQueries.search(api, submitted));

  const submit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = input.trim();
    if (q.length < 2) {
      checked.failed({ query: texts.tooShort });
      return;
    }
    checked.passed();
    setSubmitted(q);
  };

  const results = search.data?.results ?? [];
  return (
    <section aria-labelledby="map-search" className={styles.section}>
      <h2 id="map-search">{texts.heading}</h2>
      <form
        role="search"
        aria-labelledby="map-search"
        onSubmit={submit}
        className={styles.searchForm}
        noValidate
      >
        <TextField
          label={texts.label}
          hint={texts.hint}
          error={checked.errors.query}
          value={input}
          autoComplete="off"
          onChange={(event) => setInput(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {texts.submit}
        </Button>
      </form>
      <div role="status" className={styles.searchStatus}>
        {search.isError && <p>{search.error.message}</p>}
        {search.isSuccess && submitted !== '' && (
          <p>{results.length === 0 ? texts.noResults(submitted) : texts.results(results.length)}</p>
        )}
      </div>
      {results.length > 0 && (
        <ul className={choices.choiceList} aria-label={texts.results(results.length)}>
          {results.map((result) => (
            <li key={`${result.designation}-${result.municipality}`}>
              <button type="button" className={choices.choice} onClick={() => onShow(result)}>
                <span className={choices.choiceTitle}>{result.designation}</span>{' '}
                <span className={choices.choiceMeta}>
                  {result.municipality}
                  {result.estateId !== null && `, ${texts.own}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
