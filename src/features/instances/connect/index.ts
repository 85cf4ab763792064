// SCAFFOLD: replaced by the module's real pages (issue #4)
export const ConnectTab = () => null
export const SerialConsolePage = () => null
export const serialConsoleLoader = () => null
