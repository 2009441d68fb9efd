import { api, unwrap } from '@/lib/api'

/**
 * Uploads one image (POST /user/image, multipart field `image`) and answers its hosted URL (`result`).
 * Every form with an image calls this first and then sends the URL with the rest of its fields.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('image', file)
  const res = unwrap(
    await api.POST('/user/image', {
      // openapi-fetch would JSON-encode the body; the browser must set the multipart boundary itself.
      body: form as never,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  )
  return res.result
}
