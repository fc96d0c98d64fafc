/** Public surface of the rooms feature (issue 10): the owner's room panel for `/quiz/{id}`. */
export { RoomsPanel } from './components/rooms-panel';
