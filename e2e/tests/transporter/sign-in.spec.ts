import { signInJourney } from '../../support/sign-in-flow';

signInJourney('transporter');
