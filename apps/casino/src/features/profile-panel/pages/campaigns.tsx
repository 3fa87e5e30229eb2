import { Campaigns } from '../../profile-panel/campaigns/campaigns';

/** Campaigns and free spins (spec 2.5): the active deposit campaigns and free-spin bonuses. */
export default function CampaignsPage() {
  return <Campaigns />;
}
