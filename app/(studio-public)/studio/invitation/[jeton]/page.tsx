import type { Metadata } from 'next';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import { peekInvitation } from '@/services/staff/invitations';
import { studioDatabase } from '@/services/staff/studio-database';
import styles from '@/site/studio/account-forms.module.css';
import { InvitationForm } from '@/site/studio/accounts/password-forms';

export const metadata: Metadata = { title: teamWords.invitation.title, referrer: 'no-referrer' };

type Props = { params: Promise<{ jeton: string }> };

/** `/studio/invitation/{jeton}`: the e-mailed invitation link, where the invitee chooses name and password. */
export default async function InvitationPage({ params }: Props) {
  const { jeton } = await params;
  const invited = await peekInvitation(await studioDatabase(), jeton);
  const words = teamWords.invitation;
  return (
    <main id="main" className={styles.page}>
      <h1>{words.title}</h1>
      {invited ? (
        <>
          <p>{words.intro(invited.email)}</p>
          <InvitationForm token={jeton} name={invited.name} />
        </>
      ) : (
        <p role="alert">{words.invalidLink}</p>
      )}
    </main>
  );
}
