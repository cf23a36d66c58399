import { returningUserJourney, signInJourney } from '../../support/sign-in-flow';

signInJourney('transporter');
returningUserJourney('transporter');
