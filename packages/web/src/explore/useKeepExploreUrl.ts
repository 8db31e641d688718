/**
 * Keeps the explore page's URL on the form data: the form data is kept under this tab's
 * form-data key (a new key when that one is gone or someone else's) and the URL replaced.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryFormData } from '@tessera/charts';
import { useSaveFormDataKeyMutation } from '../api/exploreApi';
import { exploreTabId, formDataBody } from './exploreBodies';
import { exploreUrlOf, splitDatasource } from './exploreUrl';

const EXPLORE_NAV_STATE = { explore: true };

/** Returns `keepUrl(formData)`; a missing dataset leaves the URL as it is. */
export function useKeepExploreUrl(openingKey: string | undefined, missingDataset: boolean) {
  const navigate = useNavigate();
  const [saveFormDataKey] = useSaveFormDataKeyMutation();
  const formDataKey = useRef<string | undefined>(openingKey);

  /** Keeps the form data under this tab's key (a new one when that is gone or someone else's). */
  const keepFormData = async (fd: QueryFormData): Promise<string> => {
    const write = { tabId: exploreTabId(), body: formDataBody(fd) };
    if (formDataKey.current) {
      try {
        return (await saveFormDataKey({ ...write, key: formDataKey.current }).unwrap()).key;
      } catch {
        // someone else's or an expired key: keep a new one
      }
    }
    return (await saveFormDataKey(write).unwrap()).key;
  };

  return async (fd: QueryFormData) => {
    if (missingDataset) return;
    try {
      const key = await keepFormData(fd);
      formDataKey.current = key;
      const ds = splitDatasource(fd.datasource);
      navigate(
        exploreUrlOf({
          formDataKey: key,
          sliceId: fd.slice_id,
          datasourceId: ds.id,
          datasourceType: ds.type,
        }),
        { replace: true, state: EXPLORE_NAV_STATE },
      );
    } catch {
      // the URL keeps what it had; the page works on
    }
  };
}
