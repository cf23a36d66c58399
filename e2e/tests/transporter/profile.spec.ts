import { accountDetailsJourney, profileJourney } from '../../support/profile-flow';

profileJourney('transporter');
accountDetailsJourney('transporter');
