import { returningUserJourney, signInJourney } from '../../support/sign-in-flow';

signInJourney('driver');
returningUserJourney('driver');
