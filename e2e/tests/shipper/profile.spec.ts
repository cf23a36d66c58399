import { profileJourney } from '../../support/profile-flow';

profileJourney('shipper');
