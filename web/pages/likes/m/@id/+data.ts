export { data } from '../../../members/@id/+data';
