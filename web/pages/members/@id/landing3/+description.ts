import { memberLanderDescription } from '../../../landers/lander-meta';

export default memberLanderDescription;
