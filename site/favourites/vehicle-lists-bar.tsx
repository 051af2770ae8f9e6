import { CompareBar } from './compare-bar';
import { compareBarLabels } from './vehicle-list-labels';

/** The favourites/comparison bar with its words translated on the server; mounted once, in the site shell. */
export function VehicleListsBar() {
  return <CompareBar labels={compareBarLabels()} />;
}
