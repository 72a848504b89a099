import type { StaffMe } from '../../../contract/staff.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { getMember } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { Actions } from './Actions.tsx';
import { Activity } from './Activity.tsx';
import { Bets, Logins, Records } from './Lists.tsx';
import { Notes } from './Notes.tsx';
import { Profile, Promotions, Protection } from './Summary.tsx';

/** The member's whole picture on one page; each list loads and pages on its own. */
export default function MemberPage({ id, staff }: { id: number; staff: StaffMe }) {
  const t = useBackofficeText();
  const loaded = useLoad(() => getMember(id), String(id));
  return (
    <Loading state={loaded}>
      {(member) => (
        <>
          <p className="bo-member-name">
            <a href="#members">{t('backoffice.members.back')}</a> · <strong>{member.username}</strong>
          </p>
          <div className="bo-sections">
            <Profile member={member} />
            <Actions member={member} staff={staff} onDone={loaded.reload} />
            <Protection member={member} />
            <Promotions member={member} />
            <Activity id={id} />
            <Notes id={id} />
          </div>
          <Records id={id} />
          <Bets id={id} />
          <Logins id={id} />
        </>
      )}
    </Loading>
  );
}
