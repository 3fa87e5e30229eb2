import { contentList, type Api } from '@casino/api-client';
import { dialCodeFor, REGISTRATION_COUNTRIES } from '@casino/flows';
import type { SelectOption } from '@casino/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';

/**
 * The country list of the content service (spec 3, Country list entry: name, dialCode, code), for the phone fields'
 * dial codes (registration, the complete-account modal, the panel's phone page). A failing answer gives an empty list
 * (spec 7), and the dial codes of the countries one may register in are offered anyway.
 */
export const countriesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'countries'],
    queryFn: () => contentList(api.content.GET('/countries')),
  });

/**
 * The dial codes offered beside the phone number: those of the countries one may register in first (the country
 * picks one of them), then the rest of the list, each once, labelled with the country's code ("FIN +358").
 */
function dialCodeOptions(countries: readonly { code: string; dialCode: string }[]): SelectOption[] {
  const own = REGISTRATION_COUNTRIES.map((code) => ({ code, dialCode: dialCodeFor(code) }));
  const seen = new Set<string>();
  return [...own, ...countries].flatMap(({ code, dialCode }) => {
    if (seen.has(dialCode)) return [];
    seen.add(dialCode);
    return [{ value: dialCode, label: `${code} ${dialCode}` }];
  });
}

/** The dial codes of the phone fields, from the country list (loaded once, kept in the cache). */
export function useDialCodes(): SelectOption[] {
  const { data: countries = [] } = useQuery(countriesQuery(useApi()));
  return dialCodeOptions(countries);
}
