import { useParams } from 'react-router';
import { Player } from './player';

/** `/play/{entryMapHashId}` inside the app's router (client-side navigation); see play-main.tsx. */
export default function PlayPage() {
  const { entryMapHashId = '' } = useParams();
  return <Player entryMapHashId={entryMapHashId} />;
}
