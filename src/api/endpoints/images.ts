import { api } from '../api'
import { imagesEndpoints } from '../generated/endpoints/images'
import { invalidatesItem, invalidatesList, providesItem, providesList } from './tags'

// Project images and silo images are lists of one type: promoting or demoting moves an image from
// one to the other, so both refresh through the Image LIST.
export const imagesApi = api.injectEndpoints({ endpoints: imagesEndpoints }).enhanceEndpoints({
  endpoints: {
    imageList: { providesTags: providesList('Image') },
    imageCreate: { invalidatesTags: invalidatesList('Image') },
    imageView: { providesTags: providesItem('Image', 'image') },
    imageDelete: { invalidatesTags: invalidatesItem('Image', 'image') },
    imagePromote: { invalidatesTags: invalidatesItem('Image', 'image') },
    imageDemote: { invalidatesTags: invalidatesItem('Image', 'image') },
  },
})

export const {
  useImageListQuery,
  useImageCreateMutation,
  useImageViewQuery,
  useImageDeleteMutation,
  useImagePromoteMutation,
  useImageDemoteMutation,
} = imagesApi
