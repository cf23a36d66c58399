import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_TYPE_KEY,
  ROLE_PREFIX,
  roleFromUserTypeId,
  type CompletionScreen,
  type DocumentTypeId,
  type Role,
  type SessionRecord,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { useSession } from '#lib/store';
import { useProfile } from '#features/profile/api/get-profile';
import { PROFILE_NS } from '#config/i18n-namespaces';

export interface CompletionGap {
  item: string;
  screen: CompletionScreen;
  /** The screen that fills the gap, under the role's own prefix. */
  to: string;
  /** What to do, in the user's language ("Upload your GST Certificate"). */
  label: string;
}

export function completionScreenPath(role: Role, screen: CompletionScreen): string {
  if (screen === 'address') return paths.roleEditProfile(role);
  if (screen === 'documents') return paths.roleEditDocuments(role);
  return paths.roleEditBasicDetails(role);
}

/**
 * The signed-in user's real profile completion (for the dashboard card): the
 * percentage the server computes and each missing item with the screen that fills it.
 * `percent` is null until the profile is loaded.
 */
export function useProfileCompletion() {
  const { t } = useTranslation(PROFILE_NS);
  const session = useSession();
  const role = roleFromUserTypeId(session.user_types_id);
  const ownId = role ? session[`${ROLE_PREFIX[role]}_id` as keyof SessionRecord] : '';
  const query = useProfile(role, ownId);
  const completion = query.data?.completion;
  const missing: CompletionGap[] = role
    ? (completion?.missing ?? []).map(({ item, screen }) => {
        const typeId = Number(item.replace(/^document_/, '')) as DocumentTypeId;
        const label = item.startsWith('document_')
          ? t('completion.items.document', { document: t(`documents.${DOCUMENT_TYPE_KEY[typeId]}`) })
          : t(`completion.items.${item}`);
        return { item, screen, to: completionScreenPath(role, screen), label };
      })
    : [];
  return {
    role,
    percent: completion ? completion.percent : null,
    missing,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
