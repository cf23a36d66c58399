import { profileJourney } from '../../support/profile-flow';

profileJourney('broker');
