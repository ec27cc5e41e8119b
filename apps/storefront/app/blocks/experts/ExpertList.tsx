import type { Expert } from "../../model/entities";
import { ResponsiveImage } from "../../ui/ResponsiveImage";

/** The people behind the sheets as cards (image, role, name, description); shared by the experts blocks. */
export function ExpertList({ experts }: { experts: Expert[] }) {
  return (
    <ul className="makers" role="list">
      {experts.map((expert) => (
        <li key={expert.name} className="makers__item">
          {expert.image ? (
            <ResponsiveImage media={expert.image} sizes="(min-width: 992px) 15rem, 45vw" className="makers__image" />
          ) : null}
          <p className="makers__role">{expert.role}</p>
          <h3 className="makers__name">{expert.name}</h3>
          {expert.description ? <p>{expert.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
