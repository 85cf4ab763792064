// The external subnet forms, a chunk of their own: the list loads without them.
export {
  ExternalSubnetCreateForm,
  ExternalSubnetEditForm,
  externalSubnetEditLoader,
} from './forms/ExternalSubnetForms'
