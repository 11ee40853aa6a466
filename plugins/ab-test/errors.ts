// Every coded error the ab-test plugin throws, in one place. The criteria messages
// are spec 001 §5's, verbatim.
import createError from '@fastify/error';

export const InverseCriteriaNameError = createError(
  'AB_ERR_INVERSE_CRITERIA_NAME',
  'InverseCriteria requires a criteriaName to inspect.',
  500,
);
export const TrackingCriteriaKeyError = createError('AB_ERR_TRACKING_CRITERIA_KEY', 'TrackingCriteria requires a key to inspect.', 500);
export const CriteriaConfigError = createError<[string, string]>('AB_ERR_CRITERIA_CONFIG', '%sCriteria: %s', 500);
