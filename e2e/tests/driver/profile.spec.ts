import { accountDetailsJourney, profileJourney } from '../../support/profile-flow';

profileJourney('driver');
accountDetailsJourney('driver');
