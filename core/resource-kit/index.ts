export * from './types';
export * from './define';
export * from './validation';
export * from './messages';
export * from './naming';
export * from './reference-data';
export * as f from './fields';
export * from './json-schema';
export * from './semver';
