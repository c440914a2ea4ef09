import { memberLanderTitle } from '../../../landers/lander-meta';

export default memberLanderTitle;
