import { staffWorkTexts } from '../staff-work.texts';

/** Whose errand it is, as a row of an errand's facts: "Medlem: Karin Lindqvist, medlemsnummer 100234". */
export function MemberFact({ member }: { member: { readonly id: string; readonly name: string } }) {
  return (
    <div>
      <dt>{staffWorkTexts.errand.member}</dt>
      <dd>
        {member.name}, {staffWorkTexts.errand.memberNumber(member.id)}
      </dd>
    </div>
  );
}
