/** Columns the kit keeps on every record; resource files cannot declare them. */
export const MANAGED_FIELDS = ['version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/^_/, '');
/** Resource names are URL segments and table names: lower-case words joined by hyphens. */
export const tableName = (resource: string) => resource.replace(/-/g, '_');
