export { default } from '../../../members/@id/+title';
