import { AuthenticationError as RaAuthenticationError, Error as RaError } from 'react-admin';

/** react-admin's error pages (a module of their own: they bring the configurable page title and that title's editor form). */
export default RaError;
export const AuthenticationError = RaAuthenticationError;
