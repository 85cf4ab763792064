// The instance's Connect tab and its serial console page (issue #4 §2). Its own chunk: the
// terminal (xterm) loads only here.
export { ConnectTab } from './ConnectTab'
export { SerialConsolePage, serialConsoleLoader } from './SerialConsolePage'
