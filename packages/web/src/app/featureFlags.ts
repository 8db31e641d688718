/** Feature flags from the bootstrap data (common.feature_flags), read as Superset does. */
import type { FeatureFlagName } from '@tessera/core';
import { getBootstrapData } from './bootstrap';

export function isFeatureEnabled(name: FeatureFlagName): boolean {
  return getBootstrapData().common.feature_flags[name] === true;
}
