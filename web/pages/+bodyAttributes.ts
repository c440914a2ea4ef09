// SPEC §4: logged-in / logged-out page classes on <body> from the server's first byte (Vike wants this in its own file).
export { default } from '../signals/body-attributes';
