import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistricts } from '#api/get-districts-by-state-id';
import { useStates } from '#api/get-all-states';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { SelectField } from '#components/ui/select-field';

/**
 * A truck's base location: the state first, then one of its districts (getDistrictsByStateId).
 * Two native selects rather than free text, because the server accepts only a real district
 * and a phone's picker is quicker than typing a name in the right spelling; every state and
 * union territory is listed, not only Assam's districts as the old screen had.
 */
export function DistrictSelect({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (district: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const [stateId, setStateId] = useState('');
  const states = useStates();
  const districts = useDistricts(stateId);
  // Named in the screen's language; the English name is what is stored (decision 020).
  const districtOptions = (districts.data ?? []).map((d) => ({
    value: d.districts_name_en,
    label: d.districts_name,
  }));
  const noDistricts = Boolean(stateId) && districts.isSuccess && districtOptions.length === 0;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t('screens.fields.location')}</legend>
      <SelectField
        label={t('screens.fields.state')}
        placeholder={
          states.data?.length === 0 ? t('screens.placeholders.noData') : t('screens.placeholders.state')
        }
        options={(states.data ?? []).map((s) => ({ value: s.states_id, label: s.states_name }))}
        loading={states.isPending}
        value={stateId}
        required
        onChange={(event) => {
          setStateId(event.target.value);
          onChange('');
        }}
        hint={states.isError ? t('screens.errors.reference') : undefined}
      />
      <SelectField
        label={t('screens.fields.district')}
        placeholder={noDistricts ? t('screens.placeholders.noData') : t('screens.placeholders.district')}
        options={districtOptions}
        loading={districts.isFetching}
        value={value}
        required
        disabled={!stateId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={
          !stateId
            ? t('screens.fields.districtHint')
            : districts.isError
              ? t('screens.errors.reference')
              : undefined
        }
      />
    </fieldset>
  );
}
