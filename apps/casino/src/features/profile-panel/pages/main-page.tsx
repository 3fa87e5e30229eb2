/** The phone's side panel opens on main-page: the same landing as the desktop dropdown's profile page. */
export { default } from './profile';
