/** Legal entities (organisations): SPEC §3, §4 'Legal entity' and 'Startup order' step 2, §7, §8. */
import { startupSequence } from '../startup/startupSequence';
import { restoreLegalEntitySelection } from './legalEntitiesModel';

export * from './legalEntityTypes';
export { legalEntitiesApi } from './legalEntitiesApi';
export { legalEntityFailureMessage } from './legalEntityToasts';
export { SELECTED_LEGAL_ENTITY_STORAGE_KEY } from './selectedLegalEntityStorage';
export * from './legalEntitiesModel';

startupSequence.setStep('load-organisations', restoreLegalEntitySelection);
