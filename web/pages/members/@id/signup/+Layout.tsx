export { LanderLayout as default } from '../../../../components/landers/lander-layout';
