// SPEC §2: /likes/m/@id shows the same profile screen as /members/@id (its back link returns to the likes).
export { default } from '../../../members/@id/+Page';
