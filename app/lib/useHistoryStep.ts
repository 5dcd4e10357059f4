import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface StepState {
  /** The address's query the current view was opened from. */
  previous?: string;
  data?: unknown;
}

/**
 * Views of one screen kept in the address's query (a list and its form), each a step of the
 * browser's history, so that the phone's back gesture goes back a view and a reload stays there.
 * Going to the view the current one was opened from takes that step back instead of adding one;
 * `replace` gives the current step to the next view (a saved form to its list), so back from there
 * still leads where the form was opened from, never to the form again. `data` ride in the step.
 */
export function useHistoryStep() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as StepState | null;
  const previous = state?.previous;
  const go = useCallback(
    (search: string, options: { replace?: boolean; data?: unknown } = {}) => {
      if (previous === search) navigate(-1);
      else if (options.replace) navigate({ search }, { replace: true, state: { previous } });
      else navigate({ search }, { state: { previous: location.search, data: options.data } });
    },
    [previous, location.search, navigate],
  );
  return { params: new URLSearchParams(location.search), data: state?.data, go };
}

/** `params` as a location's query: '' when empty, as `location.search` has it. */
export function queryOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `params` with `name` set to `value`, or removed when null, as a location's query. */
export function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return queryOf(next);
}
