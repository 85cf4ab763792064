// The Networking area's frame: its heading and tabs (each tab's pages are chunks of their own).
export { NetworkingLayout } from './NetworkingLayout'
