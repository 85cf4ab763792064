// Address lots: the list and a lot's page (their own chunk); the form is in ./forms.
export { AddressLotsPage, addressLotsLoader } from './AddressLotsPage'
export { AddressLotPage, addressLotLoader } from './AddressLotPage'
