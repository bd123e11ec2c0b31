// What a resource file needs to declare an entity, without the validation and JSON-schema builders
// (and zod behind them): the SPA's menu and dashboard load every definition up front, the forms
// that validate load later.
export * from './types';
export * from './define';
export * from './messages';
export * from './rules';
export * as f from './fields';
